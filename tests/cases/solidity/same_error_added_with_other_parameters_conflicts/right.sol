// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Registry {
    event Registered(address indexed account);

    error AlreadyRegistered(address account);
    error NotRegistered();

    mapping(address => bool) public registered;

    function register() external {
        if (registered[msg.sender]) revert AlreadyRegistered(msg.sender);
        registered[msg.sender] = true;
        emit Registered(msg.sender);
    }
}
