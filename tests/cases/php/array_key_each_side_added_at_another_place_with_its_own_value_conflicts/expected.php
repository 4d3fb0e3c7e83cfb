<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Payment extends Model
{
    protected $casts = [
        'amount_cents' => 'integer',
<<<<<<< left
        'settled_at' => 'datetime',
        'paid_at' => 'datetime',
        'meta' => 'array',
||||||| base
        'paid_at' => 'datetime',
        'meta' => 'array',
=======
        'paid_at' => 'datetime',
        'meta' => 'array',
        'settled_at' => 'immutable_datetime',
>>>>>>> right
    ];
}
