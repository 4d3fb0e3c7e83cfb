module soc (
  input  logic clk_i,
  input  logic rst_ni
);
  logic irq;

  core u_core (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .halt_i (dbg_halt),
    .irq_i  (irq)
  );

endmodule
