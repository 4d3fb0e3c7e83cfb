module soc (
  input  logic clk_i,
  input  logic rst_ni
);
  logic irq;

endmodule
