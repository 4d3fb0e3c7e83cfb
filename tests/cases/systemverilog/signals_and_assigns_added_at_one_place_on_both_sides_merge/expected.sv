module alu (
  input  logic [7:0] a_i,
  input  logic [7:0] b_i,
  output logic [7:0] sum_o
);
  logic [7:0] sum;
  logic       carry;
  logic       zero;

  assign sum = a_i + b_i;
  assign carry = sum < a_i;
  assign zero = sum == '0;
  assign sum_o = sum;
endmodule
