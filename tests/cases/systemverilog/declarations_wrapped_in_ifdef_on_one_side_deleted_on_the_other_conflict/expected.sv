package core_pkg;
  localparam int unsigned XLEN = 32;
<<<<<<< left

  // Traces are for simulation only, and Verilator cannot run them.
`ifndef VERILATOR
`ifndef SYNTHESIS
  `define TRACE_EXECUTION
`endif
`endif
||||||| base

  // Traces are for simulation only.
`ifndef SYNTHESIS
  `define TRACE_EXECUTION
`endif
=======
>>>>>>> right

  localparam int unsigned ILEN = 32;
endpackage
