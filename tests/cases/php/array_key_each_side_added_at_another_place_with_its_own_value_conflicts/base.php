<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Payment extends Model
{
    protected $casts = [
        'amount_cents' => 'integer',
        'paid_at' => 'datetime',
        'meta' => 'array',
    ];
}
