module fifo_ctrl (
  input  logic clk_i,
  input  logic push_i,
  input  logic pop_i,
  output logic full_o,
  output logic warn_o
);
  logic [3:0] level_q;
<<<<<<< left
||||||| base
  logic       almost_full;
=======
  logic       almost_full;
  logic       warn_q;
>>>>>>> right

  assign full_o = level_q == 4'd15;
  assign warn_o = almost_full & push_i;
endmodule
