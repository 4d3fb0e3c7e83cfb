`ifndef BUS_TYPES_SVH
`define BUS_TYPES_SVH

typedef logic [31:0] addr_t;
typedef logic [63:0] data_t;

`define BUS_WIDTH 32
`define BUS_ID_WIDTH 4

`endif // BUS_TYPES_SVH
