package core_pkg;
  localparam int unsigned XLEN = 32;

  // Traces are for simulation only.
`ifndef SYNTHESIS
  `define TRACE_EXECUTION
`endif

  localparam int unsigned ILEN = 32;
endpackage
