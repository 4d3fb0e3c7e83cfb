module regfile (
  input  logic       clk_i,
  input  logic [4:0] raddr_i,
  output logic [31:0] rdata_o
);
  logic [31:0] mem [32];

`ifdef FPGA
  logic [31:0] ram_q;
`else
  logic [31:0] latch_q;
`endif

  assign rdata_o = mem[raddr_i];
endmodule
