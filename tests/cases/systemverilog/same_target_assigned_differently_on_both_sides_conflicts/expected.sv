module alu (
  input  logic [7:0] a_i,
  input  logic [7:0] b_i,
  output logic [7:0] sum_o
);
  logic [7:0] sum;
  logic       flag;

  assign sum = a_i + b_i;
<<<<<<< left
  assign flag = sum < a_i;
||||||| base
=======
  assign flag = sum == '0;
>>>>>>> right
  assign sum_o = sum;
endmodule
