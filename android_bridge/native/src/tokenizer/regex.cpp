#include "tokenizer/regex.h"

#include <cctype>

#include "errors.h"
#include "tokenizer/unicode.h"

namespace omnidraft::regex {

namespace {

constexpr int kUnbounded = -1;
// Bounds that keep a hostile tokenizer.json from exhausting the stack, memory or time: group nesting,
// compiled size, and backtracking steps per match attempt (Oniguruma's retry limit is the same 10M).
constexpr int kMaxDepth = 64;
constexpr size_t kMaxProgram = 200000;
constexpr size_t kMaxSteps = 10000000;

// One element of a character set: a range of codepoints, an ASCII letter matched ignoring case, or
// a class (\p{L}, \p{N}, \s and their negations).
struct Item {
  enum Kind { kRange, kFold, kLetter, kNumber, kSpace } kind;
  char32_t first = 0, last = 0;
  bool negated = false;  // \P{..}, \S

  bool matches(char32_t c) const {
    bool hit = false;
    switch (kind) {
      case kRange: hit = c >= first && c <= last; break;
      case kFold: hit = unicode::folds_to(c, first); break;
      case kLetter: hit = unicode::is_letter(c); break;
      case kNumber: hit = unicode::is_number(c); break;
      case kSpace: hit = unicode::is_space(c); break;
    }
    return hit != negated;
  }
};

struct CharSet {
  std::vector<Item> items;
  bool negated = false;
  bool matches(char32_t c) const {
    for (const Item& item : items)
      if (item.matches(c)) return !negated;
    return negated;
  }
};

struct Node {
  enum Kind { kSet, kSeq, kAlt, kRepeat, kLook } kind;
  explicit Node(Kind k = kSeq) : kind(k) {}
  CharSet set;
  std::vector<Node> kids;
  int min = 0, max = 0;
  bool greedy = true, negate = false;

  bool nullable() const {
    switch (kind) {
      case kSet: return false;
      case kLook: return true;
      case kRepeat: return min == 0 || kids[0].nullable();
      case kSeq:
        for (const Node& k : kids)
          if (!k.nullable()) return false;
        return true;
      case kAlt:
        for (const Node& k : kids)
          if (k.nullable()) return true;
        return false;
    }
    return true;
  }
};

class Parser {
 public:
  explicit Parser(std::u32string_view p) : p_(p) {}

  Node parse() {
    Node n = alternation(false);
    if (i_ != p_.size()) fail("unbalanced ')'");
    return n;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw Error(OD_ERROR_INVALID_ARGUMENT, "pre-tokenizer regex: " + what + " at offset " + std::to_string(i_) +
                                               " (the native tokenizer supports the subset tokenizer.json "
                                               "patterns use: classes, \\p{L}, \\p{N}, \\s, groups, (?i:), (?!), (?=))");
  }
  bool at(char32_t c) const { return i_ < p_.size() && p_[i_] == c; }
  bool starts(std::u32string_view s) const { return p_.substr(i_, s.size()) == s; }

  Node alternation(bool icase) {
    Node alt(Node::kAlt);
    alt.kids.push_back(sequence(icase));
    while (at(U'|')) {
      ++i_;
      alt.kids.push_back(sequence(icase));
    }
    return alt.kids.size() == 1 ? std::move(alt.kids[0]) : std::move(alt);
  }

  Node sequence(bool icase) {
    Node seq(Node::kSeq);
    while (i_ < p_.size() && !at(U'|') && !at(U')')) seq.kids.push_back(repeat(icase));
    return seq;
  }

  Node repeat(bool icase) {
    Node atom_node = atom(icase);
    while (i_ < p_.size()) {
      int min, max;
      char32_t q = p_[i_];
      if (q == U'*') min = 0, max = kUnbounded, ++i_;
      else if (q == U'+') min = 1, max = kUnbounded, ++i_;
      else if (q == U'?') min = 0, max = 1, ++i_;
      else if (q == U'{') bounds(min, max);
      else break;
      Node rep(Node::kRepeat);
      rep.min = min, rep.max = max;
      if (at(U'?')) rep.greedy = false, ++i_;
      else if (at(U'+')) fail("possessive repeats are not supported");
      if (atom_node.nullable() && max == kUnbounded) fail("an unbounded repeat of what can match nothing");
      rep.kids.push_back(std::move(atom_node));
      atom_node = std::move(rep);
    }
    return atom_node;
  }

  void bounds(int& min, int& max) {
    ++i_;  // '{'
    auto number = [&]() {
      if (i_ >= p_.size() || p_[i_] < U'0' || p_[i_] > U'9') fail("a malformed {m,n} repeat");
      int v = 0;
      while (i_ < p_.size() && p_[i_] >= U'0' && p_[i_] <= U'9') {
        v = v * 10 + static_cast<int>(p_[i_++] - U'0');
        if (v > 1000) fail("a repeat bound above 1000");
      }
      return v;
    };
    min = number();
    max = min;
    if (at(U',')) {
      ++i_;
      max = at(U'}') ? kUnbounded : number();
    }
    if (!at(U'}') || (max != kUnbounded && max < min)) fail("a malformed {m,n} repeat");
    ++i_;
  }

  Node atom(bool icase) {
    char32_t c = p_[i_];
    if (c == U'(') return group(icase);
    if (c == U'[') return set_node(char_class(icase));
    if (c == U'.') {
      ++i_;
      CharSet any;
      any.negated = true;
      any.items.push_back(Item{Item::kRange, U'\n', U'\n'});
      return set_node(any);
    }
    if (c == U'^' || c == U'$') fail("anchors are not supported");
    CharSet one;
    if (c == U'\\') {
      ++i_;
      escape(one, icase);
    } else {
      ++i_;
      literal(one, c, icase);
    }
    return set_node(one);
  }

  static Node set_node(CharSet s) {
    Node n(Node::kSet);
    n.set = std::move(s);
    return n;
  }

  Node group(bool icase) {
    ++i_;  // '('
    if (++depth_ > kMaxDepth) fail("groups nested deeper than " + std::to_string(kMaxDepth));
    Node inner;
    if (starts(U"?:")) {
      i_ += 2;
      inner = alternation(icase);
    } else if (starts(U"?i:")) {
      i_ += 3;
      inner = alternation(true);
    } else if (starts(U"?!") || starts(U"?=")) {
      bool negate = p_[i_ + 1] == U'!';
      i_ += 2;
      inner = Node(Node::kLook);
      inner.negate = negate;
      inner.kids.push_back(alternation(icase));
    } else if (at(U'?')) {
      fail("this group syntax is not supported");
    } else {
      inner = alternation(icase);  // a capturing group: captures do not matter for splitting
    }
    if (!at(U')')) fail("a group without ')'");
    ++i_;
    --depth_;
    return inner;
  }

  static void literal(CharSet& set, char32_t c, bool icase) {
    if (icase && ((c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z')))
      set.items.push_back(Item{Item::kFold, c | 0x20, c | 0x20});
    else
      set.items.push_back(Item{Item::kRange, c, c});
  }

  // After a backslash: a class escape adds its item; a character escape adds the character.
  void escape(CharSet& set, bool icase) {
    if (i_ >= p_.size()) fail("a trailing backslash");
    char32_t e = p_[i_++];
    switch (e) {
      case U'p':
      case U'P': {
        Item item{Item::kLetter};
        if (starts(U"{L}")) item.kind = Item::kLetter;
        else if (starts(U"{N}")) item.kind = Item::kNumber;
        else fail("only \\p{L} and \\p{N} are supported among Unicode properties");
        i_ += 3;
        item.negated = e == U'P';
        set.items.push_back(item);
        return;
      }
      case U's':
      case U'S': set.items.push_back(Item{Item::kSpace, 0, 0, e == U'S'}); return;
      case U'r': literal(set, U'\r', false); return;
      case U'n': literal(set, U'\n', false); return;
      case U't': literal(set, U'\t', false); return;
      case U'f': literal(set, U'\f', false); return;
      case U'v': literal(set, U'\v', false); return;
      case U'x': {
        bool braced = at(U'{');
        if (braced) ++i_;
        char32_t v = 0;
        int digits = 0;
        while (i_ < p_.size() && digits < (braced ? 6 : 2) && std::isxdigit(static_cast<int>(p_[i_] < 128 ? p_[i_] : 0))) {
          char32_t d = p_[i_++];
          v = v * 16 + (d <= U'9' ? d - U'0' : (d | 0x20) - U'a' + 10);
          ++digits;
        }
        if (!digits || (braced && !at(U'}'))) fail("a malformed \\x escape");
        if (braced) ++i_;
        literal(set, v, icase);
        return;
      }
      default:
        if (e < 128 && !std::isalnum(static_cast<int>(e))) {
          literal(set, e, icase);  // an escaped metacharacter or punctuation
          return;
        }
        fail(std::string("the escape \\") + static_cast<char>(e < 128 ? e : '?') + " is not supported");
    }
  }

  CharSet char_class(bool icase) {
    ++i_;  // '['
    CharSet set;
    if (at(U'^')) set.negated = true, ++i_;
    bool first = true;
    while (i_ < p_.size() && (!at(U']') || first)) {
      first = false;
      if (at(U'[') || starts(U"&&")) fail("nested classes and class intersections are not supported");
      if (at(U'\\')) {
        ++i_;
        size_t before = set.items.size();
        escape(set, icase);
        const Item& added = set.items[before];
        bool single_char = added.kind == Item::kRange || added.kind == Item::kFold;
        if (single_char && at(U'-') && i_ + 1 < p_.size() && p_[i_ + 1] != U']') fail("ranges from an escape are not supported");
        continue;
      }
      char32_t lo = p_[i_++];
      if (at(U'-') && i_ + 1 < p_.size() && p_[i_ + 1] != U']') {
        ++i_;
        char32_t hi = p_[i_++];
        if (hi == U'\\' || hi < lo) fail("a malformed range in a class");
        if (icase && lo <= U'z' && hi >= U'A') fail("case-insensitive ranges are not supported");
        set.items.push_back(Item{Item::kRange, lo, hi});
      } else {
        literal(set, lo, icase);
      }
    }
    if (!at(U']')) fail("a class without ']'");
    ++i_;
    return set;
  }

  std::u32string_view p_;
  size_t i_ = 0;
  int depth_ = 0;
};

enum Op : uint8_t { kChar, kSplit, kJmp, kMatch, kLook };

struct Inst {
  Op op;
  uint32_t x = 0, y = 0;  // kChar: set index; kSplit: preferred, other; kJmp: x; kLook: program, negate
};

}  // namespace

struct Regex::Program {
  std::vector<CharSet> sets;
  std::vector<std::vector<Inst>> programs;  // [0] is the pattern, the rest are lookaheads

  uint32_t compile(const Node& root) {
    programs.emplace_back();
    uint32_t index = static_cast<uint32_t>(programs.size() - 1);
    std::vector<Inst> code;
    emit(root, code);
    code.push_back(Inst{kMatch});
    programs[index] = std::move(code);
    return index;
  }

  void emit(const Node& n, std::vector<Inst>& code) {
    if (code.size() > kMaxProgram)
      throw Error(OD_ERROR_INVALID_ARGUMENT, "pre-tokenizer regex: the pattern's repeats expand too far");
    switch (n.kind) {
      case Node::kSet:
        sets.push_back(n.set);
        code.push_back(Inst{kChar, static_cast<uint32_t>(sets.size() - 1)});
        return;
      case Node::kSeq:
        for (const Node& k : n.kids) emit(k, code);
        return;
      case Node::kAlt: {
        std::vector<size_t> jumps;
        for (size_t i = 0; i < n.kids.size(); ++i) {
          size_t split = code.size();
          if (i + 1 < n.kids.size()) code.push_back(Inst{kSplit});
          emit(n.kids[i], code);
          if (i + 1 < n.kids.size()) {
            jumps.push_back(code.size());
            code.push_back(Inst{kJmp});
            code[split].x = static_cast<uint32_t>(split + 1);
            code[split].y = static_cast<uint32_t>(code.size());
          }
        }
        for (size_t j : jumps) code[j].x = static_cast<uint32_t>(code.size());
        return;
      }
      case Node::kRepeat: {
        const Node& body = n.kids[0];
        for (int i = 0; i < n.min; ++i) emit(body, code);
        if (n.max == kUnbounded) {
          size_t loop = code.size();
          code.push_back(Inst{kSplit});
          emit(body, code);
          code.push_back(Inst{kJmp, static_cast<uint32_t>(loop)});
          branch(code[loop], loop + 1, code.size(), n.greedy);
        } else {
          std::vector<size_t> splits;
          for (int i = n.min; i < n.max; ++i) {
            splits.push_back(code.size());
            code.push_back(Inst{kSplit});
            emit(body, code);
          }
          for (size_t s : splits) branch(code[s], s + 1, code.size(), n.greedy);
        }
        return;
      }
      case Node::kLook: {
        Inst look{kLook};
        look.y = n.negate;
        look.x = compile(n.kids[0]);  // may reallocate programs, not `code` (a local)
        code.push_back(look);
        return;
      }
    }
  }

  static void branch(Inst& split, size_t take, size_t skip, bool greedy) {
    split.x = static_cast<uint32_t>(greedy ? take : skip);
    split.y = static_cast<uint32_t>(greedy ? skip : take);
  }

  // Backtracking, preferred branch first: the first kMatch reached is Oniguruma's match.
  bool run(uint32_t program, std::u32string_view text, size_t start, size_t& end) const {
    size_t steps = 0;
    return run(program, text, start, end, steps);
  }

  bool run(uint32_t program, std::u32string_view text, size_t start, size_t& end, size_t& steps) const {
    const std::vector<Inst>& code = programs[program];
    std::vector<std::pair<uint32_t, size_t>> stack{{0, start}};
    while (!stack.empty()) {
      if (++steps > kMaxSteps)
        throw Error(OD_ERROR_INVALID_ARGUMENT, "pre-tokenizer regex: backtracking limit exceeded on this text");
      auto [pc, pos] = stack.back();
      stack.pop_back();
      for (;;) {
        const Inst& in = code[pc];
        if (in.op == kChar) {
          if (pos >= text.size() || !sets[in.x].matches(text[pos])) break;
          ++pc, ++pos;
        } else if (in.op == kSplit) {
          stack.emplace_back(in.y, pos);
          pc = in.x;
        } else if (in.op == kJmp) {
          pc = in.x;
        } else if (in.op == kMatch) {
          end = pos;
          return true;
        } else {  // kLook
          size_t ignored;
          if (run(in.x, text, pos, ignored, steps) == static_cast<bool>(in.y)) break;
          ++pc;
        }
      }
    }
    return false;
  }
};

Regex::Regex(std::string_view pattern) : program_(std::make_unique<Program>()) {
  std::u32string p = unicode::decode_utf8(pattern);
  Node root = Parser(p).parse();
  if (root.nullable())
    throw Error(OD_ERROR_INVALID_ARGUMENT, "pre-tokenizer regex: a pattern that can match nothing is not supported");
  program_->compile(root);
}

Regex::~Regex() = default;
Regex::Regex(Regex&&) noexcept = default;
Regex& Regex::operator=(Regex&&) noexcept = default;

std::vector<std::pair<size_t, size_t>> Regex::find_all(std::u32string_view text) const {
  std::vector<std::pair<size_t, size_t>> out;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = 0;
    size_t start = pos;
    while (start < text.size() && !program_->run(0, text, start, end)) ++start;
    if (start >= text.size()) break;
    out.emplace_back(start, end);
    pos = end;
  }
  return out;
}

}  // namespace omnidraft::regex
