class packet extends uvm_sequence_item;
  rand bit [7:0] addr;
  rand bit [31:0] data;
  rand bit        write;

  function new(string name = "packet");
    super.new(name);
  endfunction

  function string convert2string();
    return $sformatf("addr=%0h data=%0h", addr, data);
  endfunction

  function bit is_aligned();
    return addr[1:0] == 2'b00;
  endfunction
endclass
