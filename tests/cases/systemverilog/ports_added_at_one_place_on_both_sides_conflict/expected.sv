module alu (
  input  logic [7:0] a_i,
  input  logic [7:0] b_i,
<<<<<<< left
  output logic [7:0] sum_o,
  output logic       carry_o
||||||| base
  output logic [7:0] sum_o
=======
  output logic [7:0] sum_o,
  output logic       zero_o
>>>>>>> right
);
  logic [7:0] sum;

  assign sum = a_i + b_i;
  assign sum_o = sum;
  assign zero_o = sum == '0;
endmodule
