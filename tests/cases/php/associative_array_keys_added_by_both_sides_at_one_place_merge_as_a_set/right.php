<?php

return [
    'name' => 'app',
    'debug' => false,
    'locale' => 'en',
];
