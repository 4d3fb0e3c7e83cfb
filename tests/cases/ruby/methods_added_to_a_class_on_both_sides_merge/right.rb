# frozen_string_literal: true

require "json"
require "time"

module Shop
  # An order a customer placed.
  class Order
    attr_reader :customer, :lines

    def initialize(customer)
      @customer = customer
      @lines = {}
    end

    def add(sku, quantity = 1)
      @lines[sku] = @lines.fetch(sku, 0) + quantity
    end

    def total
      @lines.sum { |sku, quantity| Price.of(sku) * quantity }
    end

    def count
      @lines.values.sum
    end

    private

    def log(message)
      Shop.logger.info("order #{object_id}: #{message}")
    end
  end
end
