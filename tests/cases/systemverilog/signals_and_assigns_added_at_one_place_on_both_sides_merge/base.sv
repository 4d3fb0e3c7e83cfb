module alu (
  input  logic [7:0] a_i,
  input  logic [7:0] b_i,
  output logic [7:0] sum_o
);
  logic [7:0] sum;

  assign sum = a_i + b_i;
  assign sum_o = sum;
endmodule
