package com.example.billing;

public class Invoice {

}
