module lsu (
  input  logic clk_i,
  input  logic req_i,
  input  logic gnt_i
);
  logic busy_q;

`ifndef SYNTHESIS
  a_gnt_after_req: assert property (@(posedge clk_i) gnt_i |-> req_i);
  logic [31:0] req_count;
`endif

  always_ff @(posedge clk_i) busy_q <= req_i & ~gnt_i;
endmodule
