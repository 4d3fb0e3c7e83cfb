module counter (
  input  logic       clk_i,
  input  logic       rst_ni,
  output logic [3:0] count_o
);
  logic [3:0] count_q;
<<<<<<< left

  always_comb begin : p_flags
    wrap = count_q == 4'hf;
  end
||||||| base
=======

  always_comb begin : p_flags
    zero = count_q == '0;
  end
>>>>>>> right

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) count_q <= '0;
    else         count_q <= count_q + 1;
  end

  assign count_o = count_q;
endmodule
