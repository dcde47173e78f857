//
// MessagePack for C++ zero-copy buffer implementation
//
// Copyright (C) 2016 KONDO Takatoshi
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_VREFBUFFER_DECL_HPP
#define MSGPACK_VREFBUFFER_DECL_HPP

#include "msgpack/v1/vrefbuffer_decl.hpp"
#include "msgpack/v2/vrefbuffer_decl.hpp"
#include "msgpack/v3/vrefbuffer_decl.hpp"

#endif // MSGPACK_VREFBUFFER_DECL_HPP
