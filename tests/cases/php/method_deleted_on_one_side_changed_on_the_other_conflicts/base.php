<?php

declare(strict_types=1);

namespace Shop\Orders;

use Shop\Models\Customer;
use Shop\Support\Money;

/**
 * An order a customer placed.
 */
final class Order implements \JsonSerializable
{
    public const STATE_OPEN = 'open';

    private array $lines = [];

    public function __construct(private Customer $customer)
    {
    }

    public function add(string $sku, int $quantity): void
    {
        $this->lines[$sku] = ($this->lines[$sku] ?? 0) + $quantity;
    }

    public function total(): Money
    {
        $sum = Money::zero();
        foreach ($this->lines as $sku => $quantity) {
            $sum = $sum->plus(Money::of($sku, $quantity));
        }
        return $sum;
    }

    public function jsonSerialize(): array
    {
        return ['lines' => $this->lines];
    }
}
