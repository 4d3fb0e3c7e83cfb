`include "axi/assign.svh"
`include "axi/port.svh"
`include "axi/typedef.svh"

package soc_pkg;
  import axi_pkg::*;
  import cf_math_pkg::*;

  localparam int unsigned AddrWidth = 32;
endpackage
