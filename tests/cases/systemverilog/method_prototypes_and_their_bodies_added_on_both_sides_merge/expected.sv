class scoreboard extends uvm_scoreboard;
  `uvm_component_utils(scoreboard)

  extern function new(string name, uvm_component parent);
  extern function void build_phase(uvm_phase phase);
  extern function void check_phase(uvm_phase phase);
  extern task run_phase(uvm_phase phase);
endclass

function scoreboard::new(string name, uvm_component parent);
  super.new(name, parent);
endfunction

function void scoreboard::build_phase(uvm_phase phase);
  super.build_phase(phase);
endfunction

function void scoreboard::check_phase(uvm_phase phase);
  if (errors > 0) `uvm_error("SB", "mismatches")
endfunction

task scoreboard::run_phase(uvm_phase phase);
  forever begin
    @(posedge vif.clk);
  end
endtask
