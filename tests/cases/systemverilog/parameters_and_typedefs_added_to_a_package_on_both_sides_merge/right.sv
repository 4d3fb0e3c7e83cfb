package cfg_pkg;
  localparam int unsigned XLEN = 32;
  parameter bit RVC = 1'b1;

  typedef logic [XLEN-1:0] xlen_t;
  typedef enum logic [1:0] { PRIV_U, PRIV_S, PRIV_M = 2'd3 } priv_e;

  function automatic logic is_aligned(xlen_t addr);
    return addr[1:0] == '0;
  endfunction

  task automatic wait_cycles(int n);
    repeat (n) #1;
  endtask
endpackage : cfg_pkg
