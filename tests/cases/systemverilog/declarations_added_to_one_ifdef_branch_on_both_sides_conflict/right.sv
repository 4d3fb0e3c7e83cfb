module regfile (
  input  logic       clk_i,
  input  logic [4:0] raddr_i,
  output logic [31:0] rdata_o
);
  logic [31:0] mem [32];

`ifdef FPGA
  logic [31:0] ram_q;
  logic        ram_re;
`else
  logic [31:0] latch_q;
  logic        latch_en;
`endif

  assign rdata_o = mem[raddr_i];
endmodule
