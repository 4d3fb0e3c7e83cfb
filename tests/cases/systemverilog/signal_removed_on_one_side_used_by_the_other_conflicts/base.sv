module fifo_ctrl (
  input  logic clk_i,
  input  logic push_i,
  input  logic pop_i,
  output logic full_o
);
  logic [3:0] level_q;
  logic       almost_full;

  assign almost_full = level_q == 4'd14;
  assign full_o = level_q == 4'd15;
endmodule
