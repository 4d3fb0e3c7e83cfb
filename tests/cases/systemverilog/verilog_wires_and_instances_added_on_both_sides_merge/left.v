`timescale 1ns / 1ps

module blink (clk, rst, led);
  input clk;
  input rst;
  output led;

  reg [23:0] count;
  wire       tick;

  always @(posedge clk)
    if (rst) count <= 24'd0;
    else count <= count + 24'd1;

  assign led = count[23];
  assign tick = &count;
endmodule
