<?php

use App\Http\Controllers\ExportController;
use App\Http\Controllers\OrderController;
use Illuminate\Support\Facades\Route;

<<<<<<< left
Route::get('/orders', [OrderController::class, 'index']);
Route::post('/orders', [OrderController::class, 'store']);
Route::get('/orders/export', [OrderController::class, 'export']);
||||||| base
Route::get('/orders', [OrderController::class, 'index']);
Route::post('/orders', [OrderController::class, 'store']);
=======
Route::get('/orders/export', [ExportController::class, 'orders']);

Route::get('/orders', [OrderController::class, 'index']);
Route::post('/orders', [OrderController::class, 'store']);
>>>>>>> right
