package util_pkg;
  // Number of bits needed to count to n.
  function automatic int unsigned width(int unsigned n);
    return (n > 1) ? $clog2(n) : 1;
  endfunction

  // Rounds n up to a multiple of m.
  function automatic int unsigned align(int unsigned n, int unsigned m);
    return ((n + m - 1) / m) * m;
  endfunction

  localparam int unsigned Lanes = 4;
endpackage
