package core_pkg;
  localparam int unsigned XLEN = 32;

  localparam int unsigned ILEN = 32;
endpackage
