package cfg_pkg;
  localparam int unsigned XLEN = 32;
  localparam int unsigned NrHarts = 2;

  typedef logic [XLEN-1:0] xlen_t;
  typedef logic [$clog2(NrHarts)-1:0] hart_id_t;

  function automatic logic is_aligned(xlen_t addr);
    return addr[1:0] == '0;
  endfunction
endpackage : cfg_pkg
