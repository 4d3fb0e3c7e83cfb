// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Registry {
    event Registered(address indexed account);
    event Unregistered(address indexed account);
    event Paused(address indexed by);

    error AlreadyRegistered(address account);
    error NotRegistered(address account);
    error RegistryPaused();

    mapping(address => bool) public registered;

    function register() external {
        if (registered[msg.sender]) revert AlreadyRegistered(msg.sender);
        registered[msg.sender] = true;
        emit Registered(msg.sender);
    }
}
