//
// MessagePack for C++ serializing routine
//
// Copyright (C) 2008-2016 FURUHASHI Sadayuki and KONDO Takatoshi
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_PACK_HPP
#define MSGPACK_PACK_HPP

#include "msgpack/pack_decl.hpp"

#include "msgpack/v1/pack.hpp"

#endif // MSGPACK_PACK_HPP
