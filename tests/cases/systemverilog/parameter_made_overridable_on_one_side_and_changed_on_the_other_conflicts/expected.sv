package cfg_pkg;
<<<<<<< left
  localparam int unsigned XLEN = 64;
||||||| base
  localparam int unsigned XLEN = 32;
=======
  parameter int unsigned XLEN = 32;
>>>>>>> right

  typedef logic [XLEN-1:0] xlen_t;

  function automatic logic is_aligned(xlen_t addr);
    return addr[1:0] == '0;
  endfunction
endpackage : cfg_pkg
