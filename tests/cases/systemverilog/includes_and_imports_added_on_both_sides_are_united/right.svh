`include "axi/assign.svh"
`include "axi/intf.svh"
`include "axi/typedef.svh"

package soc_pkg;
  import axi_pkg::*;
  import apb_pkg::*;

  localparam int unsigned AddrWidth = 32;
endpackage
