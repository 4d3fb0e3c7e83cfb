<?php

return [
    'name' => 'app',
    'debug' => false,
    'timezone' => 'UTC',
    'locale' => 'en',
];
