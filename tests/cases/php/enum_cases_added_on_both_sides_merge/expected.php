<?php

namespace Shop\Orders;

enum State: string
{
    case Open = 'open';
    case Paid = 'paid';
    case Shipped = 'shipped';
    case Cancelled = 'cancelled';

    public function label(): string
    {
        return ucfirst($this->value);
    }
}
