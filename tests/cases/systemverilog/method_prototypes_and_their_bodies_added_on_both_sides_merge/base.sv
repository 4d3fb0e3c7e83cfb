class scoreboard extends uvm_scoreboard;
  `uvm_component_utils(scoreboard)

  extern function new(string name, uvm_component parent);
  extern function void build_phase(uvm_phase phase);
endclass

function scoreboard::new(string name, uvm_component parent);
  super.new(name, parent);
endfunction

function void scoreboard::build_phase(uvm_phase phase);
  super.build_phase(phase);
endfunction
