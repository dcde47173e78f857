// The loop every ISA's kernels run in (included once per ISA file, inside its anonymous namespace, so
// each file's copy is compiled with its own instruction set and none leaks into another).
//
// Rows go in blocks of kRowBlock (their codes stay in L2 while a task's columns pass over them) and,
// within a block, in groups of up to kRowGroup: one weight row is unpacked once per group and each row
// of the group computes with it. A row's arithmetic is the same in a group of 1, 2, 3 or 4.
//
// Kernel::rows<R>(args, weight row, first row r, y + r * ldy + j) computes y for rows r .. r + R - 1.

constexpr int64_t kRowBlock = 64;
constexpr int kRowGroup = 4;

template <class Kernel>
void drive(const MatMulArgs& m, int64_t j0, int64_t j1, int64_t r0, int64_t r1) {
  for (int64_t rb = r0; rb < r1; rb += kRowBlock) {
    const int64_t re = rb + kRowBlock < r1 ? rb + kRowBlock : r1;
    for (int64_t j = j0; j < j1; ++j) {
      const uint8_t* w = m.w + j * m.row_bytes;
      float* y = m.y + rb * m.ldy + j;
      int64_t r = rb;
      for (; r + kRowGroup <= re; r += kRowGroup, y += kRowGroup * m.ldy) Kernel::template rows<kRowGroup>(m, w, r, y);
      switch (re - r) {
        case 3: Kernel::template rows<3>(m, w, r, y); break;
        case 2: Kernel::template rows<2>(m, w, r, y); break;
        case 1: Kernel::template rows<1>(m, w, r, y); break;
        default: break;
      }
    }
  }
}
