`ifndef BUS_TYPES_SVH
`define BUS_TYPES_SVH

typedef logic [31:0] addr_t;

`define BUS_WIDTH 32

`endif // BUS_TYPES_SVH
