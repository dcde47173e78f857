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

// Ask for the weight bytes a kernel reaches kPrefetchAhead bytes from now, every cache line of them: the
// hardware's stream prefetcher alone left the kernels at a third of the memory bandwidth at one row
// (measured on an AVX-512 EPYC: 13-15 GB/s against 29-33 with this, two cores; 4 KB beat 2 and 8).
constexpr int64_t kPrefetchAhead = 4096;
inline void prefetch(const uint8_t* from, int64_t bytes) {
  for (int64_t o = 0; o < bytes; o += 64) __builtin_prefetch(from + kPrefetchAhead + o);
}

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

// A group's rows: where each row's codes, scales and sums are.
template <int R>
struct GroupRows {
  const int8_t* codes[R];
  const float* scales[R];
  const float* sums32[R];    // d * sum of codes per 32 values
  const int16_t* sums16[R];  // groups of 256: the sum of each 16 codes
  GroupRows(const ActivationRows& a, int64_t r) {
    for (int i = 0; i < R; ++i) {
      codes[i] = act_codes(a, r + i);
      scales[i] = act_scales(a, r + i);
      sums32[i] = act_scaled_sums(a, r + i);
      sums16[i] = a.group == 256 ? act_sums16(a, r + i) : nullptr;
    }
  }
};

// An ISA file's kernels into its set's table: Block32<T> for the 32-blocks, Q45K<T> for Q4_K and Q5_K,
// Q6K for Q6_K, each run through drive.
template <template <QuantType> class Block32, template <QuantType> class Q45K, class Q6K>
void fill_matmul(KernelSet* out) {
  out->matmul[(int)QuantType::Q4_0] = drive<Block32<QuantType::Q4_0>>;
  out->matmul[(int)QuantType::Q4_1] = drive<Block32<QuantType::Q4_1>>;
  out->matmul[(int)QuantType::Q5_0] = drive<Block32<QuantType::Q5_0>>;
  out->matmul[(int)QuantType::Q5_1] = drive<Block32<QuantType::Q5_1>>;
  out->matmul[(int)QuantType::Q8_0] = drive<Block32<QuantType::Q8_0>>;
  out->matmul[(int)QuantType::Q4_K] = drive<Q45K<QuantType::Q4_K>>;
  out->matmul[(int)QuantType::Q5_K] = drive<Q45K<QuantType::Q5_K>>;
  out->matmul[(int)QuantType::Q6_K] = drive<Q6K>;
}
