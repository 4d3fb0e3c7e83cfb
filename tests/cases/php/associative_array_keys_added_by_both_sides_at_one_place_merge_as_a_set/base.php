<?php

return [
    'name' => 'app',
    'debug' => false,
];
