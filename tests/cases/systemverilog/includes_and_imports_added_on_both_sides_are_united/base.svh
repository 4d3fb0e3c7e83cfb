`include "axi/assign.svh"
`include "axi/typedef.svh"

package soc_pkg;
  import axi_pkg::*;

  localparam int unsigned AddrWidth = 32;
endpackage
