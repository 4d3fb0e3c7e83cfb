module top (
  input logic a,
  input logic b
);
  logic y;

<<<<<<< left
  and2 u_and (y, a, b, en);
||||||| base
  and2 u_and (y, a, b);
=======
  and2 u_and (y, a, b, 1'b1);
>>>>>>> right
endmodule
