`ifndef BUS_TYPES_SVH
`define BUS_TYPES_SVH

typedef logic [31:0] addr_t;
typedef logic [7:0]  strb_t;

`define BUS_WIDTH 32
`define BUS_USER_WIDTH 1

`endif // BUS_TYPES_SVH
