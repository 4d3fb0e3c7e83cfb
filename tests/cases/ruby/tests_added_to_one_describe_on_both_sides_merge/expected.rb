# frozen_string_literal: true

RSpec.describe Shop::Cart do
  subject(:cart) { described_class.new }

  describe "#add" do
    it "stores the item" do
      cart.add("apple")
      expect(cart.items).to eq(["apple"])
    end

    it "counts repeated items once" do
      2.times { cart.add("pear") }
      expect(cart.items).to eq(["pear"])
    end

    it "rejects blank names" do
      expect { cart.add("") }.to raise_error(ArgumentError)
    end
  end
end
