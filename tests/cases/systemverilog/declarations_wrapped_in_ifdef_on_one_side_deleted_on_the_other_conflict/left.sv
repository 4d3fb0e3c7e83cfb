package core_pkg;
  localparam int unsigned XLEN = 32;

  // Traces are for simulation only, and Verilator cannot run them.
`ifndef VERILATOR
`ifndef SYNTHESIS
  `define TRACE_EXECUTION
`endif
`endif

  localparam int unsigned ILEN = 32;
endpackage
