class packet extends uvm_sequence_item;
  rand bit [7:0] addr;
  rand bit [31:0] data;
  rand bit [3:0]  strb;

  function new(string name = "packet");
    super.new(name);
  endfunction

  function string convert2string();
    return $sformatf("addr=%0h data=%0h", addr, data);
  endfunction

  virtual task drive(virtual bus_if vif);
    vif.addr <= addr;
    vif.data <= data;
  endtask
endclass
