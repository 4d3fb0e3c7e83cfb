module top (
  input logic a,
  input logic b
);
  logic y;

  and2 u_and (y, a, b, en);
endmodule
