module soc (
  input  logic clk_i,
  input  logic rst_ni
);
  logic irq;

  uart u_uart (
    .clk_i  (clk_i),
    .rst_ni (rst_ni)
  );
  logic tx;

  core u_core (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .irq_i  (irq),
    .dbg_i  (1'b0)
  );

endmodule
